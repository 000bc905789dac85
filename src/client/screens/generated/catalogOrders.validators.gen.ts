// DO NOT EDIT: generated from screens/catalog-orders.screen.yaml by `npm run gen`.
// @ts-nocheck -- ajv's standalone code, not written for the type checker.
/* eslint-disable */
import { ucs2length } from "../../forms/validatorRuntime.ts";

export const validate_28a74a5a = validate10;
const schema11 = {"type":"object","required":["street","zipCode","city","country"],"additionalProperties":false,"properties":{"firstname":{"type":["string","null"],"maxLength":100},"lastname":{"type":["string","null"],"maxLength":100},"email":{"type":["string","null"],"format":"email","maxLength":254},"phone":{"type":["string","null"],"maxLength":50,"pattern":"^[0-9+()./ -]*$"},"street":{"type":"string","minLength":1,"maxLength":300},"apartmentNumber":{"type":["string","null"],"maxLength":50},"zipCode":{"type":"string","minLength":1,"maxLength":20},"city":{"type":"string","minLength":1,"maxLength":200},"region":{"type":["string","null"],"maxLength":200},"country":{"type":"string","minLength":2,"maxLength":2,"pattern":"^[A-Z]{2}$"},"offers":{"type":"array","maxItems":13,"uniqueItems":true,"default":[],"items":{"type":"string","enum":["nightcap","vase","bedlegs","baby-mobile","linen-press","eyeglass-case","nightstand","bedtray","lamp-shade","sleepmask","wake-up-alarm","slippers","dreamcatcher"]}}},"$id":"28a74a5a"};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const pattern0 = new RegExp("^[0-9+()./ -]*$", "u");
const pattern1 = new RegExp("^[A-Z]{2}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="28a74a5a" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.street === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.zipCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.city === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.country === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.firstname !== undefined){
let data0 = data.firstname;
if((typeof data0 !== "string") && (data0 !== null)){
const err5 = {instancePath:instancePath+"/firstname",schemaPath:"#/properties/firstname/type",keyword:"type",params:{type: schema11.properties.firstname.type},message:"must be string,null",schema:schema11.properties.firstname.type,parentSchema:schema11.properties.firstname,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err6 = {instancePath:instancePath+"/firstname",schemaPath:"#/properties/firstname/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.firstname,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.lastname !== undefined){
let data1 = data.lastname;
if((typeof data1 !== "string") && (data1 !== null)){
const err7 = {instancePath:instancePath+"/lastname",schemaPath:"#/properties/lastname/type",keyword:"type",params:{type: schema11.properties.lastname.type},message:"must be string,null",schema:schema11.properties.lastname.type,parentSchema:schema11.properties.lastname,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(func3(data1) > 100){
const err8 = {instancePath:instancePath+"/lastname",schemaPath:"#/properties/lastname/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.lastname,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.email !== undefined){
let data2 = data.email;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema11.properties.email.type},message:"must be string,null",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data2 === "string"){
if(func3(data2) > 254){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.email,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats0.test(data2))){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.phone !== undefined){
let data3 = data.phone;
if((typeof data3 !== "string") && (data3 !== null)){
const err12 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema11.properties.phone.type},message:"must be string,null",schema:schema11.properties.phone.type,parentSchema:schema11.properties.phone,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data3 === "string"){
if(func3(data3) > 50){
const err13 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.phone,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(data3)){
const err14 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[0-9+()./ -]*$"},message:"must match pattern \""+"^[0-9+()./ -]*$"+"\"",schema:"^[0-9+()./ -]*$",parentSchema:schema11.properties.phone,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.street !== undefined){
let data4 = data.street;
if(typeof data4 === "string"){
if(func3(data4) > 300){
const err15 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema11.properties.street,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func3(data4) < 1){
const err16 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.street,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.street.type,parentSchema:schema11.properties.street,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.apartmentNumber !== undefined){
let data5 = data.apartmentNumber;
if((typeof data5 !== "string") && (data5 !== null)){
const err18 = {instancePath:instancePath+"/apartmentNumber",schemaPath:"#/properties/apartmentNumber/type",keyword:"type",params:{type: schema11.properties.apartmentNumber.type},message:"must be string,null",schema:schema11.properties.apartmentNumber.type,parentSchema:schema11.properties.apartmentNumber,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 === "string"){
if(func3(data5) > 50){
const err19 = {instancePath:instancePath+"/apartmentNumber",schemaPath:"#/properties/apartmentNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.apartmentNumber,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.zipCode !== undefined){
let data6 = data.zipCode;
if(typeof data6 === "string"){
if(func3(data6) > 20){
const err20 = {instancePath:instancePath+"/zipCode",schemaPath:"#/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.zipCode,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func3(data6) < 1){
const err21 = {instancePath:instancePath+"/zipCode",schemaPath:"#/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.zipCode,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/zipCode",schemaPath:"#/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.zipCode.type,parentSchema:schema11.properties.zipCode,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.city !== undefined){
let data7 = data.city;
if(typeof data7 === "string"){
if(func3(data7) > 200){
const err23 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.city,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func3(data7) < 1){
const err24 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.city,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.city.type,parentSchema:schema11.properties.city,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.region !== undefined){
let data8 = data.region;
if((typeof data8 !== "string") && (data8 !== null)){
const err26 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: schema11.properties.region.type},message:"must be string,null",schema:schema11.properties.region.type,parentSchema:schema11.properties.region,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data8 === "string"){
if(func3(data8) > 200){
const err27 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.region,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.country !== undefined){
let data9 = data.country;
if(typeof data9 === "string"){
if(func3(data9) > 2){
const err28 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",schema:2,parentSchema:schema11.properties.country,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func3(data9) < 2){
const err29 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema11.properties.country,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern1.test(data9)){
const err30 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema11.properties.country,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.country.type,parentSchema:schema11.properties.country,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.offers !== undefined){
let data10 = data.offers;
if(Array.isArray(data10)){
if(data10.length > 13){
const err32 = {instancePath:instancePath+"/offers",schemaPath:"#/properties/offers/maxItems",keyword:"maxItems",params:{limit: 13},message:"must NOT have more than 13 items",schema:13,parentSchema:schema11.properties.offers,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 !== "string"){
const err33 = {instancePath:instancePath+"/offers/" + i0,schemaPath:"#/properties/offers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.offers.items.type,parentSchema:schema11.properties.offers.items,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!(((((((((((((data11 === "nightcap") || (data11 === "vase")) || (data11 === "bedlegs")) || (data11 === "baby-mobile")) || (data11 === "linen-press")) || (data11 === "eyeglass-case")) || (data11 === "nightstand")) || (data11 === "bedtray")) || (data11 === "lamp-shade")) || (data11 === "sleepmask")) || (data11 === "wake-up-alarm")) || (data11 === "slippers")) || (data11 === "dreamcatcher"))){
const err34 = {instancePath:instancePath+"/offers/" + i0,schemaPath:"#/properties/offers/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.offers.items.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.offers.items.enum,parentSchema:schema11.properties.offers.items,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
let i1 = data10.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data10[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err35 = {instancePath:instancePath+"/offers",schemaPath:"#/properties/offers/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.offers,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err36 = {instancePath:instancePath+"/offers",schemaPath:"#/properties/offers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.offers.type,parentSchema:schema11.properties.offers,data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

/** Every dialog form schema of this screen (each permission variant) → its validator, by schema hash. */
export const formValidators = {
  "28a74a5a": validate_28a74a5a,
};
